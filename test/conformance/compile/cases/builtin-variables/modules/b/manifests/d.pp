define b::d {
  notify { "b::d ${title}": message => "cm=${caller_module_name} mn=${module_name} title=${title} name=${name}" }
}
