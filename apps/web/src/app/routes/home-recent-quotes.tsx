import { RecentQuotes } from '@/features/my-quotes';
import { AppQueries } from '@/lib/app-queries';

/**
 * The dashboard's latest saved quotes inside the app's query client (ADR 048): a chunk of its own that the home route
 * loads for a signed-in user only, after the first paint (docs/decisions/058-custom-requests-and-my-quotes-web.md).
 */
export default function HomeRecentQuotes() {
  return (
    <AppQueries>
      <RecentQuotes />
    </AppQueries>
  );
}
