notify { 'a': }
Notify['a'] { message => 'set by override', withpath => true }
