module.exports = require('@console/federation').createRemoteConfig({ dir: __dirname, name: 'users' });
