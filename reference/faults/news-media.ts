// Faults of news articles, games news articles and galleries: see reference/faults.ts.
import type { FaultDefinition } from '../faults.ts';

export const NEWS_MEDIA_FAULTS = [
  {
    id: 'news-title-accepts-301',
    requirements: ['NEWS-TITLE-MAXLEN'],
    description: 'A news article title of 301 characters is accepted and stored (the limit is 300).',
  },
  {
    id: 'news-author-accepts-101',
    requirements: ['NEWS-AUTHOR-MAXLEN'],
    description: 'A news article author of 101 characters is accepted and stored (the limit is 100).',
  },
  {
    id: 'news-status-default-published',
    requirements: ['NEWS-STATUS-DEFAULT'],
    description: 'A news article created without a status is published instead of draft.',
  },
  {
    id: 'news-delete-keeps-record',
    requirements: ['NEWS-DELETE-GONE'],
    description: 'A deleted news article is returned by the delete but stays readable (show answers 200 afterwards).',
  },
] as const satisfies readonly FaultDefinition[];
