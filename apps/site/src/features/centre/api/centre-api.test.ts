import { describe, expect, it } from 'vitest';
import { calls } from 'gaokao-contract';
import { centreEndpoints } from './centre-api';

describe('the personal centre endpoint table', () => {
  for (const [name, entry] of Object.entries(centreEndpoints)) {
    it(`should match the contract for ${name}`, () => {
      const call = calls[name as keyof typeof calls];
      expect(call, `${name} is not in gaokao-contract calls`).toBeDefined();
      expect({ path: entry.path, method: entry.method }).toEqual({ path: call.path, method: call.method });
    });
  }

});
