  $provider = 'filesmatch'
