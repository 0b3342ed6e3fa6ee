import '../../features/news/news.css';
import { Article } from '../../features/news/components/article';

/** /wenDetail?n=id: one article. */
export default function WenDetailPage() {
  return <Article />;
}
