module.exports = require('@console/federation').createHostConfig({ dir: __dirname });
