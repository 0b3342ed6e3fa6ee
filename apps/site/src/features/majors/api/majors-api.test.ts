import { describe, expect, it } from 'vitest';
import { calls } from 'gaokao-contract';
import { majorEndpoints } from './majors-api';

describe('the major pages’ endpoints', () => {
  it('should equal the contract’s path and method for every call', () => {
    for (const [name, e] of Object.entries(majorEndpoints)) {
      const def = calls[name as keyof typeof calls];
      expect({ name, path: e.path, method: e.method }).toEqual({ name, path: def.path, method: def.method });
    }
  });
});
