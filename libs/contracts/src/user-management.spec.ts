import { settableUserStatuses } from './user-management';

describe('settableUserStatuses', () => {
  it('keeps a user who waits for their invite INVITED or DISABLED', () => {
    expect(settableUserStatuses('INVITED', false)).toEqual(['INVITED', 'DISABLED']);
    expect(settableUserStatuses('DISABLED', false)).toEqual(['INVITED', 'DISABLED']);
  });

  it('keeps an INVITED user INVITED or DISABLED even once the link was opened', () => {
    expect(settableUserStatuses('INVITED', true)).toEqual(['INVITED', 'DISABLED']);
  });

  it('keeps a user who has accepted ACTIVE or DISABLED', () => {
    expect(settableUserStatuses('ACTIVE', true)).toEqual(['ACTIVE', 'DISABLED']);
    expect(settableUserStatuses('ACTIVE', false)).toEqual(['ACTIVE', 'DISABLED']);
    expect(settableUserStatuses('DISABLED', true)).toEqual(['ACTIVE', 'DISABLED']);
  });
});
