/** The answers' checks the build compiles from the shared contract (scripts/build/answer-checks.ts); typed by
 * src/web/lib/answer-checks.ts from the contract module each is compiled from. */
declare module 'virtual:answer-checks/*';
