node 'web03.example.com' {
  class { 'php::globals':
    php_version => '8.2',
  }
  -> class { 'php':
    manage_repos => false,
    dev          => true,
  }
}
