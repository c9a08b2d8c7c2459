import { describe, expect, it } from 'vitest';
import { namesFromDisplayName } from './names-from-display-name.ts';

describe('namesFromDisplayName', () => {
  it('splits the first word from the rest', () => {
    expect(namesFromDisplayName('Ayşe Nur Yılmaz')).toEqual({ firstName: 'Ayşe', lastName: 'Nur Yılmaz' });
    expect(namesFromDisplayName('  ليلى   حداد ')).toEqual({ firstName: 'ليلى', lastName: 'حداد' });
  });

  it('keeps one word as the first name, and guesses nothing from nothing or an address', () => {
    expect(namesFromDisplayName('Jane')).toEqual({ firstName: 'Jane', lastName: '' });
    expect(namesFromDisplayName('')).toEqual({ firstName: '', lastName: '' });
    expect(namesFromDisplayName(null)).toEqual({ firstName: '', lastName: '' });
    expect(namesFromDisplayName('jane@example.com')).toEqual({ firstName: '', lastName: '' });
  });
});
