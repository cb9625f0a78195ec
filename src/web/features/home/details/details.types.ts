import { z } from 'zod';
import { validateYourDetails } from '../../../../shared/rules/details.js';
import type { TCountry } from '../../../../shared/schemas/details.js';

/** The details form as the inputs hold it (the country as the select's string id, '' for none). */
export const ZDetailsValues = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  pid: z.string(),
  country: z.string(),
  languageReply: z.string(),
});
export type TDetailsValues = z.infer<typeof ZDetailsValues>;

/**
 * The form's schema: the shared rule (validateYourDetails, which the server runs too) judges the values, and a
 * valid form becomes what POST /api/your-details sends (trimmed; the personal ID only for Taiwan, else '-').
 * Messages stay catalogue keys until shown.
 */
export function detailsSchema(countries: readonly TCountry[]) {
  const countryOf = (id: string) => countries.find((c) => String(c.id) === id);
  const judge = (values: TDetailsValues) => {
    const country = countryOf(values.country);
    return validateYourDetails(
      { ...values, country: country ? country.id : null },
      { countryPhoneCode: country?.phoneCode },
    );
  };
  return ZDetailsValues.superRefine((values, ctx) => {
    for (const [field, key] of Object.entries(judge(values).errors)) {
      ctx.addIssue({ code: 'custom', path: [field], message: key });
    }
  }).transform((values) => ({
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    country: Number(values.country),
    pid: judge(values).pid,
    languageReply: values.languageReply,
  }));
}
export type TDetailsSubmit = z.output<ReturnType<typeof detailsSchema>>;
