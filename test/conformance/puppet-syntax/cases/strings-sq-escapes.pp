$a = 'it\'s \\ C:\temp'
