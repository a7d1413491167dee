function m::get(String $k) >> String { "v-${k}" }
