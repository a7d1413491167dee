notify { 'e1': message => ('1e2' % undef) }
