# A define instance's body runs (and checks its parameters) before the catalog is finished, so
# its type mismatch is reported though a file with an unknown attribute was declared first, and
# the second instance's unknown parameter is never reached.
define checked(String[1] $a, $b = $title) {
  notify { "checked ${title}": message => $a }
}
file { '/tmp/finish-check': ensure => file, no_such_attribute => 1 }
checked { 'first': a => ['not', 'a', 'string'] }
checked { 'second': a => 'fine', c => 'unknown' }
