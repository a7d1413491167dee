class m(Hash $settings, Array $list, Hash $plain, Hash $regexed = {}) {
  notify { 'm': message => [$settings, $list, $plain, $regexed, lookup('m::settings', Hash, 'first')] }
}
