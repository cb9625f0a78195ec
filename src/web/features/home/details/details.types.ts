import { validateYourDetails } from '../../../../shared/rules/details.js';
import type { TCountry } from '../../../../shared/schemas/details.js';

/** The details form as the inputs hold it (the country as the select's string id, '' for none). */
export interface TDetailsValues {
  firstName: string;
  lastName: string;
  email: string;
  pid: string;
  country: string;
  languageReply: string;
}

export type DetailsField = keyof TDetailsValues;

/** A message per field: a catalogue key of the shared rule, or the server's own text. */
export type DetailsErrors = Partial<Record<DetailsField, string>>;

/** What a valid form sends to POST /api/your-details. */
export interface TDetailsSubmit {
  firstName: string;
  lastName: string;
  email: string;
  country: number;
  pid: string;
  languageReply: string;
}

export type DetailsJudgement =
  { submit: TDetailsSubmit; errors?: undefined } | { submit?: undefined; errors: DetailsErrors };

/**
 * The form's check: the shared rule (validateYourDetails, which the server runs too) judges the values, and a
 * valid form becomes what POST /api/your-details sends (trimmed; the personal ID only for Taiwan, else '-').
 * Messages stay catalogue keys until shown. The rule is the whole check, so no schema library is loaded for it.
 */
export function judgeDetails(values: TDetailsValues, countries: readonly TCountry[]): DetailsJudgement {
  const country = countries.find((c) => String(c.id) === values.country);
  const judged = validateYourDetails(
    { ...values, country: country ? country.id : null },
    { countryPhoneCode: country?.phoneCode },
  );
  const problems = Object.entries(judged.errors);
  if (problems.length > 0) return { errors: Object.fromEntries(problems) as DetailsErrors };
  return {
    submit: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      country: Number(values.country),
      pid: judged.pid,
      languageReply: values.languageReply,
    },
  };
}
