import { Route, Routes } from 'react-router';
import { NotFound } from '../../components/NotFound.js';
import { ConversationPage } from './ConversationPage.js';
import { InboxPage } from './InboxPage.js';
import { StaffChatProvider } from './live/useStaffChat.js';

/**
 * The inbox's screens (`/staff/inbox`, `/staff/inbox/:id`) under one staff chat socket, so moving between the list
 * and a conversation keeps the agent online instead of leaving and joining again.
 */
export function InboxScreens() {
  return (
    <StaffChatProvider>
      <Routes>
        <Route index element={<InboxPage />} />
        <Route path=":id" element={<ConversationPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </StaffChatProvider>
  );
}
