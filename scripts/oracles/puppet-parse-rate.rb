#!/usr/bin/ruby
# Times Puppet's own parser on many manifests in one process, cold (the first pass after start-up):
# reads the paths on stdin and every file into memory, then parses each with
# Puppet::Pops::Parser::Parser (parse only) and, in a second pass, with EvaluatingParser (parse and
# validate, what `puppet parser validate` runs). Prints one JSON object: bytes, files, failed and,
# per pass, wall and CPU seconds. Settings live in a temporary directory, so nothing under
# /etc/puppet is read or written.
require 'json'
require 'puppet'
require 'tmpdir'

def timed
  wall = Process.clock_gettime(Process::CLOCK_MONOTONIC)
  cpu = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID)
  failed = yield
  { wall: Process.clock_gettime(Process::CLOCK_MONOTONIC) - wall, cpu: Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID) - cpu, failed: failed }
end

Dir.mktmpdir('overcat-parse-rate') do |sandbox|
  Puppet.initialize_settings(%w[confdir vardir codedir logdir rundir].flat_map { |s| ["--#{s}", File.join(sandbox, s)] })
  files = $stdin.each_line.map(&:chomp).reject(&:empty?).map { |p| [p, File.read(p, encoding: 'UTF-8')] }
  bytes = files.sum { |_, text| text.bytesize }
  run = lambda do |parser|
    files.count do |path, text|
      parser.parse_string(text, path)
      false
    rescue Puppet::Error, StandardError
      true
    end
  end
  parse = timed { run.call(Puppet::Pops::Parser::Parser.new) }
  validate = timed { run.call(Puppet::Pops::Parser::EvaluatingParser.new) }
  puts JSON.generate({ files: files.size, bytes: bytes, parse: parse, validate: validate })
end
