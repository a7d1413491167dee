class a($p = 'default', $q = 'default') { notify { 'a': message => "${p} ${q}" } }
include a
