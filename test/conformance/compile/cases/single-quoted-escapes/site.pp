notify { 'a': message => 'C:\\temp \' \n' }
