/** The fixed option lists of the address forms (docs/rules/address.md): states and dialling-code countries. */

export interface StateOption {
  code: string;
  name: string;
}

export interface CountryOption {
  name: string;
  phoneCode: number;
}

export const AU_STATES: StateOption[] = [
  { code: 'ACT', name: 'Australian Capital Territory' },
  { code: 'NSW', name: 'New South Wales' },
  { code: 'NT', name: 'Northern Territory' },
  { code: 'QLD', name: 'Queensland' },
  { code: 'SA', name: 'South Australia' },
  { code: 'TAS', name: 'Tasmania' },
  { code: 'VIC', name: 'Victoria' },
  { code: 'WA', name: 'Western Australia' },
];

/** The 50 states plus the District of Columbia. */
export const US_STATES: StateOption[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];

export const PH_COUNTRIES: CountryOption[] = [
  { name: 'Indonesia', phoneCode: 62 },
  { name: 'Philippines', phoneCode: 63 },
  { name: 'Thailand', phoneCode: 66 },
  { name: 'Vietnam', phoneCode: 84 },
];

export const IE_COUNTRIES: CountryOption[] = [
  { name: 'Austria', phoneCode: 43 },
  { name: 'Belgium', phoneCode: 32 },
  { name: 'Czech Republic', phoneCode: 420 },
  { name: 'Estonia', phoneCode: 372 },
  { name: 'Greece', phoneCode: 30 },
  { name: 'Hungary', phoneCode: 36 },
  { name: 'Ireland', phoneCode: 353 },
  { name: 'Luxembourg', phoneCode: 352 },
  { name: 'Malta', phoneCode: 356 },
  { name: 'Netherlands', phoneCode: 31 },
  { name: 'Poland', phoneCode: 48 },
  { name: 'Portugal', phoneCode: 351 },
  { name: 'Slovakia', phoneCode: 421 },
  { name: 'Slovenia', phoneCode: 386 },
  { name: 'Switzerland', phoneCode: 41 },
];

/**
 * The 47 prefectures of Japan in their official order (JIS X 0401), written as a Japanese address writes them: the
 * value saved is the name itself, so cards and labels read as the customer wrote the address.
 */
export const JP_PREFECTURES: StateOption[] = [
  '北海道',
  '青森県',
  '岩手県',
  '宮城県',
  '秋田県',
  '山形県',
  '福島県',
  '茨城県',
  '栃木県',
  '群馬県',
  '埼玉県',
  '千葉県',
  '東京都',
  '神奈川県',
  '新潟県',
  '富山県',
  '石川県',
  '福井県',
  '山梨県',
  '長野県',
  '岐阜県',
  '静岡県',
  '愛知県',
  '三重県',
  '滋賀県',
  '京都府',
  '大阪府',
  '兵庫県',
  '奈良県',
  '和歌山県',
  '鳥取県',
  '島根県',
  '岡山県',
  '広島県',
  '山口県',
  '徳島県',
  '香川県',
  '愛媛県',
  '高知県',
  '福岡県',
  '佐賀県',
  '長崎県',
  '熊本県',
  '大分県',
  '宮崎県',
  '鹿児島県',
  '沖縄県',
].map((name) => ({ code: name, name }));
