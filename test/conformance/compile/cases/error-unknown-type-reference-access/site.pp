# A chain to a reference of a type no module defines (lvm's Mount[...] without mount_core).
file { '/srv': ensure => directory }
if true {
  File['/srv']
  -> Mount['/srv']
}
