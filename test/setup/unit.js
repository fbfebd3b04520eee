// Unit tests are quick; a generous limit still, for a machine shared with other work.
jest.setTimeout(120_000);
