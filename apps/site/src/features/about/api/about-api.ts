import { queryOptions } from '@tanstack/react-query';
import { routes } from '../../../lib/api';
import { callQuery } from '../../../lib/query';

/** 关于我们: the company introduction as HTML (quiet: the page says itself when it fails). Sanitize before rendering. */
export const aboutQuery = () => queryOptions({ ...callQuery(routes.aboutInfo, {}, { quiet: true }), select: (d) => d?.content ?? '' });
