define inner() { notify { "inner-${title}": } }
define outer() { inner { "${title}-1": } }
outer { 'o': }
