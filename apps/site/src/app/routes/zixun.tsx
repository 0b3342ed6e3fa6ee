import '../../features/news/news.css';
import { NewsList } from '../../features/news/components/news-list';

/** /zixun: the news list. */
export default function ZixunPage() {
  return <NewsList />;
}
