class gen::params {
  $root    = '/srv/gen'
  $pkg_ver = 'installed'
}
