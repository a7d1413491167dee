node default {
  include accounts
  include sudo
  include sudo::allow
  lookup('site::admin_groups', Array[String], 'unique', []).each |$g| {
    sudo::conf { "group-${g}":
      priority => 30,
      content  => "%${g} ALL=(ALL:ALL) ALL",
    }
  }
  sudo::conf { 'old-ops':
    ensure => absent,
  }
}
