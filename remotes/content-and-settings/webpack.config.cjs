module.exports = require('@console/federation').createRemoteConfig({ dir: __dirname, name: 'content-and-settings', port: 3103 });
