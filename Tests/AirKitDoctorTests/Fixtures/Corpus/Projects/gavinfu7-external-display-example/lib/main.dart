import 'package:flutter/material.dart';
import 'package:external_display/external_display.dart';

void main() => runApp(const MaterialApp());
