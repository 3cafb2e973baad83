// One jest run over every browser-side package and the contracts; each project keeps its own config.
module.exports = {
  projects: [
    '<rootDir>/shared/contracts',
    '<rootDir>/shared/client',
    '<rootDir>/shared/ui',
    '<rootDir>/shared/federation',
    '<rootDir>/shared/area-kit',
    '<rootDir>/host',
    '<rootDir>/remotes/*',
  ],
};
