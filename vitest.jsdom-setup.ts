import { configure } from '@testing-library/react';

// A page that renders in a tenth of a second alone can take seconds while both cores run other test
// files: waiting for what a user sees allows for that, as a user's eyes would.
configure({ asyncUtilTimeout: 5_000 });
