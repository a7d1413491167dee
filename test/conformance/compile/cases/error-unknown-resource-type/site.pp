notify { 'a': }
fiel { '/tmp/x': }
