notify { 'a': message => 'old' }
Notify['a'] { message => 'new', withpath => true }
