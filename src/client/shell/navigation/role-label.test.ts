import { describe, expect, it } from 'vitest';
import { roleLabelOf } from './role-label.ts';

describe('the role shown under the name', () => {
  it('names the highest role, else the member type', () => {
    expect(roleLabelOf({ role: ['user', 'admin'], memberType: 'jobseeker' })).toBe('admin');
    expect(roleLabelOf({ role: ['staff', 'user'], memberType: 'employer' })).toBe('staff');
    expect(roleLabelOf({ role: ['user'], memberType: 'employer' })).toBe('employer');
    expect(roleLabelOf({ role: ['user'], memberType: 'jobseeker' })).toBe('jobseeker');
  });
});
