notify { 'a': message => epp('m/nope.epp') }
