import { loadTextsOfRemoteUnderTest } from './index';

beforeAll(loadTextsOfRemoteUnderTest);
