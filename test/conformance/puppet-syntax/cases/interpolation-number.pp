notice("${1}")
notice("${1.5}")
