# A class parameter Hiera binds to undef (`~`) takes its default expression when it has one
# (snmp's `snmp::ro_community6: ~`); without a default it is undef; an explicit undef given in the
# declaration still looks Hiera up.
class svc (
  Optional[String] $community = 'public',
  Optional[String] $nodefault,
  Optional[String] $given = 'default-given',
  Array $list = ['x'],
) {
  notify { 'svc':
    message => "community=${community} nodefault=${nodefault} given=${given} list=${list}",
  }
}
class { 'svc': given => undef }
