import { z } from 'zod';

const optionalText = (max: number) => z.string().trim().max(max).nullish();

export const createCompanySchema = z.strictObject({
  name: z.string().trim().min(1, 'Enter the company name').max(200),
  // A logo uploaded here (/api/files/<id>) or a site image; never an outside address.
  logo: optionalText(2000).refine((v) => !v || /^\/api\/files\/[0-9a-f-]{36}$/i.test(v) || /^\/images\/[\w.-]+$/.test(v), 'Upload the logo here rather than linking to another site'),
  industry: optionalText(100),
  size: optionalText(50),
  countryCode: optionalText(8),
  contactNo: optionalText(40),
  email: z.email({ error: 'Enter a valid email address' }).nullish(),
  // Only web addresses: a javascript: or data: link would be shown to everyone as the company's site.
  website: z.url({ protocol: /^https?$/, error: 'Enter a valid web address, starting with https://' }).nullish(),
  city: optionalText(100),
  address: optionalText(300),
  license: optionalText(100),
});
export type CreateCompanyInput = z.infer<typeof createCompanySchema>;
