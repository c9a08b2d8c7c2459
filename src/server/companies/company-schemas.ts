import { z } from 'zod';

const optionalText = (max: number) => z.string().trim().max(max).nullish();

export const createCompanySchema = z.strictObject({
  name: z.string().trim().min(1, 'Enter the company name').max(200),
  logo: optionalText(2000),
  industry: optionalText(100),
  size: optionalText(50),
  countryCode: optionalText(8),
  contactNo: optionalText(40),
  email: z.email({ error: 'Enter a valid email address' }).nullish(),
  website: z.url({ error: 'Enter a valid web address, starting with https://' }).nullish(),
  city: optionalText(100),
  address: optionalText(300),
  license: optionalText(100),
});
export type CreateCompanyInput = z.infer<typeof createCompanySchema>;
