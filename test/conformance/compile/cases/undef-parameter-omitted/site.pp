notify { 'a': message => undef, withpath => true }
