import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { callKey } from '../../../lib/query';

/** 关于我们: the company introduction as HTML (quiet: the page says itself when it fails). Sanitize before rendering. */
export const aboutQuery = () =>
  queryOptions({
    queryKey: callKey('aboutInfo', {}),
    queryFn: async () => (await api.call('aboutInfo', {}, { quiet: true })).data?.content ?? '',
  });
