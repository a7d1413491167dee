class web(Integer $port) { notify { "port ${port}": } }
include web
