notify { 'a': message => $environment }
