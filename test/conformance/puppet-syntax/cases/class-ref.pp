Class['foo'] -> Class['bar']
