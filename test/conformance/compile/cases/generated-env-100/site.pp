File { mode => '0600' }
node default {
  include gen
}
