# A virtual define instance is never evaluated, yet Puppet still refuses its unknown parameter
# when it validates the finished catalog.
define checked(String[1] $a) {
  notify { "checked ${title}": message => $a }
}
@checked { 'virtual': a => 'fine', c => 'unknown' }
notify { 'real': }
